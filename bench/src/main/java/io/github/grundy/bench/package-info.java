/**
 * JMH benchmarks of grundy's hot paths: parsing heaps with
 * {@link io.github.grundy.core.io.NumberReader} ({@link io.github.grundy.bench.ReaderBenchmark}),
 * the xor engine on Nim ({@link io.github.grundy.bench.NimSumBenchmark}), the winning-move lister
 * ({@link io.github.grundy.bench.WinningMovesBenchmark}) and the mex engine
 * ({@link io.github.grundy.bench.MexTableBenchmark}); and one measurement that times nothing,
 * {@link io.github.grundy.bench.RareShare}: whether the rare/common method could pay for a code.
 * {@code bench/README.md} says how to run them and what each measures.
 *
 * <p>This module holds benchmarks and measurements only. It is never shipped: no other module depends on it and
 * it is not part of any distribution; the build packages it as {@code target/benchmarks.jar}, run
 * by hand with {@code java -jar bench/target/benchmarks.jar}. It may depend on {@code grundy-core}
 * and {@code grundy-variants} (and JMH), nothing else of the project.
 */
package io.github.grundy.bench;

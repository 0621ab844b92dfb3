package io.github.grundy.core.game;

/**
 * Heap moves that list the options of a run of heaps in one call: a capability for moves that
 * pay for each call (a rule written in the rule language takes its frame, its sink and its guard
 * once a call), used by the engines that table heap after heap. The options of each heap are
 * the same, in the same order, as {@link #forEachOption} lists them.
 *
 * @since SPI version 2
 */
public interface HeapRuns extends HeapMoves {

    /**
     * Lists the options of heaps {@code from} to {@code to}, one heap after another: for each,
     * {@link RunSink#start}, its options (as {@link #forEachOption} would; the sink's false ends
     * that heap's), then {@link RunSink#end}.
     *
     * @param from the first heap
     * @param to   the last heap, at least {@code from}
     * @param sink receives each heap's start, options and end
     */
    void forEachOptionOfRun(long from, long to, RunSink sink);

    /** What receives a run of heaps' options. */
    interface RunSink extends OptionSink {

        /**
         * A heap's options follow.
         *
         * @param heap the heap
         */
        void start(long heap);

        /**
         * The heap's options are all listed.
         *
         * @param heap the heap
         */
        void end(long heap);
    }
}

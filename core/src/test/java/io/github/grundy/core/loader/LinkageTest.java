package io.github.grundy.core.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.HeapVariant;
import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The class-file reader finds what linking needs, and code that links is never refused: records,
 * anonymous classes, lambdas and method references, a core class that implements the abstract
 * methods, Object's methods called through a core type. (native-cli's PluginLinkTest compiles
 * plugins against other grundy-cores, which do not link.)
 */
public class LinkageTest {

    /** A game as a record, its moves a lambda and a method reference. */
    record Steps(long most) implements HeapGame {
        @Override
        public String describe() {
            return "steps " + most + " " + Game.class.hashCode();
        }

        @Override
        public long grundy(long heap) {
            return heap % (most + 1);
        }

        @Override
        public void forEachOption(long heap, OptionSink sink) {
            HeapMoves moves = (h, s) -> {
                for (long t = 1; t <= Math.min(most, h); t++) {
                    if (!s.accept(new long[] {h - t})) {
                        return;
                    }
                }
            };
            LongUnaryOperator same = this::grundy;
            moves.forEachOption(same.applyAsLong(heap) >= 0 ? heap : 0, sink);
        }
    }

    /** Every shape at once: a HeapVariant, an anonymous PositionGame, a record, a core game. */
    public static final class Shapes extends HeapVariant {
        public Shapes() {
            super("shapes", "Shapes", "every shape of class a plugin has");
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION;
        }

        @Override
        protected HeapMoves moves(Arguments arguments) {
            HeapGame tabled = TabledHeapGame.of("steps", (h, s) -> new Steps(2).forEachOption(h, s), 100);
            return tabled::forEachOption;
        }

        /** Not asked by grundy, only here to be reached. */
        PositionGame whole() {
            return new PositionGame() {
                @Override
                public String describe() {
                    return toString() + hashCode();
                }

                @Override
                public long grundy(long[] position) {
                    return position.length;
                }

                @Override
                public void forEachMove(long[] position, OptionSink sink) {
                    sink.accept(new long[0]);
                }

                @Override
                public long[] play(long[] position, long[] move) {
                    return position.clone();
                }

                @Override
                public String describeMove(long[] position, long[] move) {
                    return List.of(move.length).toString();
                }
            };
        }
    }

    private static ClassFile read(Class<?> type) throws IOException {
        try (InputStream in = type.getClassLoader().getResourceAsStream(type.getName().replace('.', '/') + ".class")) {
            return ClassFile.read(in.readAllBytes());
        }
    }

    @Test
    void theReaderFindsWhatLinks() throws IOException {
        ClassFile steps = read(Steps.class);
        assertEquals("io/github/grundy/core/loader/LinkageTest$Steps", steps.name());
        assertEquals("java/lang/Record", steps.superName());
        assertEquals(List.of("io/github/grundy/core/game/HeapGame"), steps.interfaces());
        assertTrue(steps.classes().containsAll(List.of("io/github/grundy/core/game/HeapMoves",
                "io/github/grundy/core/game/OptionSink", "io/github/grundy/core/game/Game")), steps.classes().toString());
        assertTrue(steps.methods().contains(new ClassFile.Member("grundy", "(J)J", 0x0001)), steps.methods().toString());
        assertTrue(steps.refs().contains(new ClassFile.Ref(false, "io/github/grundy/core/game/OptionSink", "accept",
                "([J)Z")), steps.refs().toString());
        assertTrue(steps.refs().contains(new ClassFile.Ref(false, "io/github/grundy/core/game/HeapMoves",
                "forEachOption", "(JLio/github/grundy/core/game/OptionSink;)V")), steps.refs().toString());
        assertEquals(List.of(new ClassFile.Lambda("io/github/grundy/core/game/HeapMoves", "forEachOption",
                "(JLio/github/grundy/core/game/OptionSink;)V"),
                new ClassFile.Lambda("java/util/function/LongUnaryOperator", "applyAsLong", "(J)J")), steps.lambdas());
        assertTrue(!steps.is(ClassFile.ABSTRACT) && read(HeapGame.class).is(ClassFile.INTERFACE));
        assertEquals(List.of("a/B", "c/D"), ClassFile.classNames("(JLa/B;[[Lc/D;I)V"));
        assertEquals(List.of("a/B"), ClassFile.classNames("a/B"));
        assertEquals(List.of(), ClassFile.classNames("[J"));
    }

    @Test
    void whatIsNotAClassFileIsRefusedAsSuch() {
        assertThrows(IOException.class, () -> ClassFile.read(new byte[] {1, 2, 3, 4}));
        assertThrows(IOException.class, () -> ClassFile.read(new byte[] {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA,
            (byte) 0xBE, 0, 0, 0, 61, 0, 3, 99}));
    }

    @Test
    void codeThatLinksIsNeverRefused() {
        assertEquals(Optional.empty(), Linkage.problem(Shapes.class));
        assertEquals(Optional.empty(), Linkage.problem(VariantCatalogTest.Good.class));
        assertEquals(Optional.empty(), Linkage.problem(BrokenOptionTest.TakeOneFromNothing.class));
        // grundy-core's own classes are not a plugin's: nothing to walk.
        assertEquals(Optional.empty(), Linkage.problem(HeapVariant.class));
        // A class without class files to read (the JDK's here) is not judged.
        assertEquals(Optional.empty(), Linkage.problem(String.class));
        assertEquals(Optional.empty(), VariantCatalog.refusal(new Shapes()).map(Object::toString));
        assertTrue(Variant.class.isAssignableFrom(Shapes.class));
    }
}

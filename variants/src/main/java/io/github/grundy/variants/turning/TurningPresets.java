package io.github.grundy.variants.turning;

import java.util.List;
import java.util.Optional;

/** Winning Ways' strips by name, for the boards that name their strips. */
final class TurningPresets {

    private static final List<TurningPreset> ALL = List.of(new TurningTurtlesVariant(), new MockTurtlesVariant(),
            new RulerVariant(), new TwinsVariant(), new TripletsVariant(), new MoebiusVariant(), new MogulVariant(),
            new MoidoresVariant(), new MotleyVariant(), new TurnipsVariant(), new GruntVariant(), new SymVariant(),
            new MockTurtleFivesVariant(), new RulerFivesVariant());

    private TurningPresets() {
    }

    /** The preset of this id. */
    static Optional<TurningPreset> find(String id) {
        for (TurningPreset p : ALL) {
            if (p.id().equals(id)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}

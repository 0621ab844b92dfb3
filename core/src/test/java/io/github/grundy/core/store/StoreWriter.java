package io.github.grundy.core.store;

import java.nio.file.Path;
import java.util.Random;

/**
 * A child process for {@link ValueStoreKillTest}: opens the store in a directory (or creates it),
 * then appends {@link StoreValues#PARITY_POSITION}'s values in chunks of random sizes and commits
 * after each, printing {@code committed N} once each commit has returned, until it is killed.
 */
final class StoreWriter {

    /** The heaps after which it only commits, so that a slow kill does not fill the disk. */
    private static final long MOST = 20_000_000;

    private StoreWriter() {
    }

    /**
     * Runs until killed.
     *
     * @param args the store's directory, the values' seed, the segment bits
     * @throws Exception if the store fails: the test then reads it on the standard error
     */
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        long seed = Long.parseLong(args[1]);
        int bits = Integer.parseInt(args[2]);
        StoreValues kind = StoreValues.PARITY_POSITION;
        ValueStore store = ValueStore.exists(dir) ? ValueStore.open(dir, ValueStoreKillTest.GAME)
                : ValueStore.create(dir, ValueStoreKillTest.GAME, bits);
        kind.hint(store);
        Random random = new Random(seed ^ store.size());
        while (true) {
            if (store.size() < MOST) {
                int n = 1 + random.nextInt(5000);
                store.append(kind.values(seed, store.size(), n), 0, n);
            }
            store.commit();
            System.out.println("committed " + store.committed());
            System.out.flush();
        }
    }
}

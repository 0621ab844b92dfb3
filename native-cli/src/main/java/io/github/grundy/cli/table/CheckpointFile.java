package io.github.grundy.cli.table;

import io.github.grundy.cli.common.OutputFiles;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.sequence.Checkpoint;
import java.io.IOException;
import java.nio.file.Path;

/** --checkpoint and --resume files: core's {@link Checkpoint} read and written, its failures in the options' words. */
public final class CheckpointFile {

    private CheckpointFile() {
    }

    /** The checkpoint of {@code spec} in {@code resume}, refused (exit 2) when it is not one, or of another game. */
    static Checkpoint read(Path resume, String spec) {
        try {
            return Checkpoint.read(resume, spec);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        } catch (IOException e) {
            throw new UserError("--resume " + resume + ": cannot read it ("
                    + (e instanceof java.nio.file.NoSuchFileException ? "no such file" : OutputFiles.reason(e)) + ")");
        }
    }

    /**
     * Saves {@code saved} to {@code file}, atomically. A stopped computation leaves its thread
     * interrupted, and file channels refuse to write on such a thread: the save is the last thing
     * it does, so the flag waits until it is done.
     */
    static void write(Path file, Checkpoint saved) {
        boolean interrupted = Thread.interrupted();
        try {
            saved.write(file);
        } catch (IOException e) {
            throw new UserError("--checkpoint " + file + ": cannot write it (" + OutputFiles.reason(e) + ")");
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}

package io.github.grundy.cli.plot;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The size of a {@code table --plot} picture in pixels ({@code --plot-size=WxH}), and how large
 * its text and marks are drawn: the layout is made for 960x480, and grows by whole factors (2 at
 * 1920x960) so that the PNG's bitmap font stays sharp.
 *
 * @param width  the picture's width in pixels
 * @param height the picture's height in pixels
 */
public record PlotSize(int width, int height) {

    public static final PlotSize DEFAULT = new PlotSize(960, 480);
    static final int MIN_WIDTH = 320;
    static final int MIN_HEIGHT = 200;
    static final int MAX_WIDTH = 3840;
    static final int MAX_HEIGHT = 2160;

    private static final Pattern SIZE = Pattern.compile("([0-9]{1,6})[xX]([0-9]{1,6})");

    public PlotSize {
        if (width < MIN_WIDTH || width > MAX_WIDTH || height < MIN_HEIGHT || height > MAX_HEIGHT) {
            throw new IllegalArgumentException("--plot-size=" + width + "x" + height + ": give a width of "
                    + MIN_WIDTH + " to " + MAX_WIDTH + " and a height of " + MIN_HEIGHT + " to " + MAX_HEIGHT
                    + " pixels");
        }
    }

    /** {@code WxH}, e.g. {@code 1920x960}; anything else is refused in words. */
    public static PlotSize parse(String text) {
        Matcher m = SIZE.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("--plot-size=" + text + ": give WIDTHxHEIGHT in pixels, e.g. 1920x960");
        }
        return new PlotSize(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    /**
     * How many times larger than at 960x480 the text, marks and margins are: 1 up to about 1.75
     * times that size, 2 from there, and so on (a whole number, for the bitmap font).
     */
    int scale() {
        double ratio = Math.min(width / 960.0, height / 480.0);
        return Math.max(1, (int) Math.floor(ratio + 0.25));
    }
}

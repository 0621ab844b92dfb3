package io.github.grundy.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.JsonReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Playing in a real browser ({@link BrowserPage}): a newcomer picks Wythoff's game by its name and
 * plays it to its end against the perfect opponent, whose every move from a won position must win
 * by the command line's own solve; the moves' colours are the command line's outcomes; misère play.
 */
class PlayBrowserIT extends BrowserPage {

    /** {@code (5, 3)} as the command line's words {@code 5 3}. */
    private static String[] point(String text) {
        return text.replaceAll("[(),]", " ").trim().split("\\s+");
    }

    /** The outcome of a Wythoff position, by the command line. */
    private static String wythoff(String point) {
        List<String> args = new ArrayList<>(List.of("solve", "--json", "--moves=none", "rule", "--rule=" + WYTHOFF));
        args.addAll(List.of(point(point)));
        String[] r = cli(args.toArray(String[]::new));
        assertEquals("0", r[0], r[2]);
        return (String) ((Map<?, ?>) JsonReader.read(r[1])).get("outcome");
    }

    private static int plies() {
        return browser.findElements(By.cssSelector("#history li")).size();
    }

    /** Clicks and waits until the game has {@code plies} positions or has ended. */
    private static void move(WebElement button, int before) {
        button.click();
        new WebDriverWait(browser, WAIT).until(d -> byId("busy").getAttribute("hidden") != null && plies() > before);
    }

    @Test
    void aNewcomerPlaysWythoffToItsEnd() throws IOException {
        open("game=nim");
        // Without reading anything: pick the game by its name, go to Play, press New game.
        new Select(byId("variant")).selectByVisibleText("Wythoff's game");
        byId("tab-play").click();
        byId("new-game").click();
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        assertEquals("(9, 6)", byId("play-position").getText());
        // Every move is coloured by the command line's outcome of the position it leads to.
        List<WebElement> buttons = browser.findElements(By.cssSelector("#play-moves button.move"));
        assertEquals(9 + 6 + 6, buttons.size());
        for (WebElement b : buttons) {
            String after = b.getText().split("->")[1];
            String expected = wythoff(after).equals("P") ? "win" : "lose";
            assertTrue(b.getAttribute("class").contains(expected), b.getText() + " " + expected);
        }
        // The hint is a winning move here, (9, 6) being an N-position.
        byId("hint").click();
        WebElement hinted = browser.findElement(By.cssSelector("#play-moves button.hinted"));
        assertTrue(hinted.getAttribute("class").contains("win"), hinted.getText());
        assertTrue(byId("play-said").getText().startsWith("Hint: " + hinted.getText()));
        screenshots("play", "play-status");
        // Play losing moves at random, and undo once: the computer must win, by winning moves only.
        SplittableRandom random = new SplittableRandom(7);
        boolean undone = false;
        while (!byId("play-status").getText().matches("You win!|The computer wins\\.")) {
            // By the board's squares and by the list, in turn: the same moves either way.
            List<WebElement> squares = browser.findElements(By.cssSelector("#play-board button.square"));
            List<WebElement> listed = browser.findElements(By.cssSelector("#play-moves button.move"));
            assertEquals(listed.size(), squares.size(), "a square for every move");
            List<WebElement> moves = plies() % 4 == 1 ? squares : listed;
            int before = plies();
            move(moves.get(random.nextInt(moves.size())), before);
            if (!undone && plies() >= 3) {
                int now = plies();
                byId("undo").click();
                new WebDriverWait(browser, WAIT).until(d -> byId("busy").getAttribute("hidden") != null
                        && plies() == now - 2);
                undone = true;
            }
        }
        assertTrue(undone, "the game lasted long enough to undo a move");
        assertEquals("The computer wins.", byId("play-status").getText());
        assertTrue(browser.getCurrentUrl().contains("moves="), "the address names the moves");
        // The strip's titles are the moves made; the computer's, checked by the command line.
        List<WebElement> history = browser.findElements(By.cssSelector("#history li"));
        int computer = 0;
        for (WebElement li : history.subList(1, history.size())) {
            String title = li.getAttribute("title");
            if (title.startsWith("Computer: ")) {
                String[] move = title.substring("Computer: ".length()).split(" — ")[0].split(" -> ");
                if (wythoff(move[0]).equals("N")) {
                    assertEquals("P", wythoff(move[1]), "the computer's " + title + " wins");
                    computer++;
                }
            }
        }
        assertTrue(computer > 0, "the computer moved from a winning position");
        // The last position has no move: (0, 0), made by the computer.
        assertEquals("(0, 0)", byId("play-position").getText());
        assertTrue(history.get(history.size() - 1).getAttribute("title").startsWith("Computer: "));
        screenshots("play-end", "play-status");
    }

    @Test
    void misereNimIsPlayedAsTheCommandLinePlaysIt() {
        // Misère Nim of 1s: the player to move wins when their number is even.
        open("game=nim&view=play&start=1+1+1&play=misere");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        assertTrue(byId("play-status").getText().contains("you lose"), byId("play-status").getText());
        for (WebElement m : browser.findElements(By.cssSelector("#play-moves button.move"))) {
            assertTrue(m.getAttribute("class").contains("lose"), m.getText());
        }
        open("game=nim&view=play&start=1+1&play=misere");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        assertTrue(byId("play-status").getText().contains("You can win"), byId("play-status").getText());
        List<WebElement> moves = browser.findElements(By.cssSelector("#play-moves button.move"));
        assertEquals(2, moves.size());
        for (WebElement m : moves) {
            assertTrue(m.getAttribute("class").contains("win"), m.getText());
        }
        // The computer must take the last 1, and in misère play that loses.
        move(moves.get(0), 1);
        assertEquals("You win!", byId("play-status").getText());
        assertEquals(3, plies());
    }

    @Test
    void aGraphWithACycleIsPlayedToADraw() throws IOException {
        // A token on vertex 0 of 0 <-> 1, with 1 -> 2 -> 3 beside: whoever leaves the cycle loses.
        open("game=digraph&edges=0>1+1>0+1>2+2>3&view=play&start=0");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        assertTrue(byId("play-status").getText().contains("a draw"), byId("play-status").getText());
        String[] solved = cli("solve", "--json", "digraph", "--edges=0>1 1>0 1>2 2>3", "1");
        assertEquals("D", ((Map<?, ?>) JsonReader.read(solved[1])).get("outcome"), solved[1]);
        List<WebElement> moves = browser.findElements(By.cssSelector("#play-moves button.move"));
        assertEquals(1, moves.size());
        assertTrue(moves.get(0).getAttribute("class").contains("draw"), moves.get(0).getText());
        // The computer keeps the draw: back to vertex 0, not out to 2, from which the human would win.
        move(moves.get(0), 1);
        assertEquals("[1] 0", byId("play-position").getText());
        List<WebElement> strip = browser.findElements(By.cssSelector("#history li"));
        assertEquals(3, strip.size());
        for (WebElement li : strip) {
            assertTrue(li.getAttribute("class").contains("draw"), li.getAttribute("title"));
        }
        screenshots("play-draw", "play-status");
    }

    @Test
    void aLinkWithAMoveNotLegalThereGoesOnFromBeforeIt() {
        // Nim 3 4 5: take heap 1 (the computer replies), then a heap 9 that is not there, then one more move.
        open("game=nim&view=play&start=3+4+5&moves=1+-%3E+0%3B9+-%3E+1%3B2+-%3E+0");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 3);
        assertTrue(byId("error").getText().startsWith("No heap 9"), byId("error").getText());
        // The human's first move and the reply: the move after the refused one is not played.
        List<WebElement> strip = browser.findElements(By.cssSelector("#history li"));
        assertTrue(strip.get(1).getAttribute("title").startsWith("You: heap 1: 3 -> 0"), strip.get(1).getAttribute("title"));
        assertTrue(browser.getCurrentUrl().endsWith("moves=1+-%3E+0"), browser.getCurrentUrl());
    }
}

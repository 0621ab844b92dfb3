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
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Playing in a real browser ({@link BrowserPage}): a newcomer picks Wythoff's game by its name and
 * plays it to its end against the perfect opponent, whose every move from a won position must win
 * by the command line's own solve; the moves' colours are the command line's outcomes; misère play;
 * how soon each move ends the game (the command line's remoteness); the pictures of heap games and
 * strips, clicked; the value history's positions; the board kept at the end and sized for the screen.
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
            String after = b.getText().split("\n")[0].split("->")[1];
            String expected = wythoff(after).equals("P") ? "win" : "lose";
            assertTrue(b.getAttribute("class").contains(expected), b.getText() + " " + expected);
        }
        // The hint is a winning move here, (9, 6) being an N-position.
        byId("hint").click();
        WebElement hinted = browser.findElement(By.cssSelector("#play-moves button.hinted"));
        assertTrue(hinted.getAttribute("class").contains("win"), hinted.getText());
        assertTrue(byId("play-said").getText().startsWith("Hint: " + hinted.getText().split("\n")[0]));
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
        // The history shows each position, the last (0, 0); the board stays, the queen at (0, 0).
        assertEquals("(9, 6)", history.get(0).findElement(By.className("pos")).getText());
        assertEquals("(0, 0)", history.get(history.size() - 1).findElement(By.className("pos")).getText());
        assertTrue(byId("play-board").findElement(By.cssSelector("table.board td.here")).isDisplayed(),
                "the board is kept when the game ends");
        screenshots("play-end", "play-status");
    }

    /** The remoteness of each option of {@code args}'s start, by the command line: input to remoteness. */
    private static Map<String, Long> remoteness(String... args) {
        String[] r = cli(args);
        assertEquals("0", r[0], r[2]);
        Map<String, Long> out = new java.util.HashMap<>();
        Map<?, ?> state = (Map<?, ?>) JsonReader.read(r[1].split("\n")[0]);
        out.put("", ((Number) state.get("remoteness")).longValue());
        for (Object o : (List<?>) state.get("options")) {
            Map<?, ?> option = (Map<?, ?>) o;
            out.put((String) option.get("input"), ((Number) option.get("remoteness")).longValue());
        }
        return out;
    }

    @Test
    void eachMoveSaysHowSoonItEndsTheGameAndTheBoardFillsTheWidth() throws IOException {
        open("game=rule:wythoff&view=play&start=9+6");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        Map<String, Long> r = remoteness("play", "--json", "rule", "--rule=" + WYTHOFF, "9", "6");
        assertTrue(byId("play-status").getText().endsWith("(wins in " + r.get("") + ")."), byId("play-status").getText());
        List<WebElement> buttons = browser.findElements(By.cssSelector("#play-moves button.move"));
        assertEquals(21, buttons.size());
        for (WebElement b : buttons) {
            String word = b.getAttribute("class").contains("win") ? "wins" : "loses";
            assertEquals(word + " in " + (r.get(b.getAttribute("data-input")) + 1),
                    b.findElement(By.className("soon")).getText(), b.getText());
        }
        // A desktop's board is a board, not a stamp: its squares as large as the window's height allows.
        Dimension square = byId("play-board").findElement(By.cssSelector("table.board td.here")).getSize();
        assertTrue(square.getWidth() >= 40 && square.getHeight() >= 40, "a square of " + square);
        screenshots("play-wythoff", "play-status");
        // A search too large is said in words, and no move claims a count.
        open("game=nim&view=play&start=100+200+300");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        assertEquals("How many moves are left is not shown: the search would look at more than 100000 positions.",
                byId("play-remote").getText());
        assertTrue(browser.findElements(By.cssSelector("#play-moves small.soon")).isEmpty());
    }

    @Test
    void nimIsHeapsOfCountersClickedToTake() throws IOException {
        open("game=nim&view=play&start=3+4+5");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        List<WebElement> rows = browser.findElements(By.cssSelector("#play-board .row.counters"));
        assertEquals(3, rows.size());
        assertEquals(5, rows.get(2).findElements(By.cssSelector("button.counter")).size());
        // Every counter is a move here; the one that wins (3 -> 1, taking counters 2 and 3 of heap 1) is green.
        WebElement second = rows.get(0).findElements(By.cssSelector("button.counter")).get(1);
        assertTrue(second.getAttribute("class").contains("win"), second.getAttribute("class"));
        screenshots("play-nim", "play-status");
        move(second, 1);
        List<WebElement> history = browser.findElements(By.cssSelector("#history li"));
        assertTrue(history.get(1).getAttribute("title").startsWith("You: heap 1: 3 -> 1 (take 2)"),
                history.get(1).getAttribute("title"));
        assertEquals("[1] 1  [2] 4  [3] 5", history.get(1).findElement(By.className("pos")).getText());
    }

    @Test
    void kaylesIsRowsOfPinsAndAnAmbiguousPinOffersItsMoves() throws IOException {
        open("game=kayles&view=play&start=1+3");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        List<WebElement> rows = browser.findElements(By.cssSelector("#play-board .row.pins"));
        assertEquals(2, rows.size());
        assertEquals(3, rows.get(1).findElements(By.cssSelector("button.pin")).size());
        screenshots("play-kayles", "play-status");
        // The middle pin of the row of 3: knocked alone (1 + 1 left) or with either neighbour (1 left).
        rows.get(1).findElements(By.cssSelector("button.pin")).get(1).click();
        List<WebElement> offered = browser.findElements(By.cssSelector("#play-choices button.move"));
        assertEquals(List.of("heap 2: 3 -> 1 + 1 (take 1)", "heap 2: 3 -> 1 (take 2)"),
                offered.stream().map(b -> b.getAttribute("aria-label").split(": (wins|loses)")[0]).toList());
        move(offered.get(0), 1);
        assertTrue(browser.findElements(By.cssSelector("#history li")).get(1).getAttribute("title")
                .startsWith("You: heap 2: 3 -> 1 + 1 (take 1)"));
        // A row of one pin has one move: the click plays it.
        open("game=kayles&view=play&start=1+3");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        move(browser.findElement(By.cssSelector("#play-board .row.pins button.pin")), 1);
        assertTrue(browser.findElements(By.cssSelector("#history li")).get(1).getAttribute("title")
                .startsWith("You: heap 1: 1 -> nothing"), "the pin's one move");
    }

    @Test
    void aStripIsCoinsAndAHeadsCoinPlaysItsMoves() throws IOException {
        open("game=mock-turtles&view=play&start=htthth");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        List<WebElement> coins = browser.findElements(By.cssSelector("#play-board .row.strip button.item"));
        assertEquals(6, coins.size());
        assertEquals("H", coins.get(0).getText());
        assertTrue(coins.get(1).getAttribute("disabled") != null, "a tails coin is no move's rightmost");
        screenshots("play-strip", "play-status");
        // Coin 1 is the rightmost coin of one move only: turn 1.
        move(coins.get(0), 1);
        assertTrue(browser.findElements(By.cssSelector("#history li")).get(1).getAttribute("title")
                .startsWith("You: turn 1"));
    }

    @Test
    void onAPhoneNewGameBringsTheBoardIntoView() {
        browser.manage().window().setSize(new Dimension(390, 844));
        try {
            open("game=rule:wythoff&view=solve");
            byId("tab-play").click();
            byId("new-game").click();
            new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
            Number top = (Number) ((JavascriptExecutor) browser).executeScript(
                    "return document.getElementById('board').getBoundingClientRect().top");
            assertTrue(top.doubleValue() >= 0 && top.doubleValue() < 844 / 3.0, "the board's top at " + top);
        } finally {
            browser.manage().window().setSize(new Dimension(1280, 800));
        }
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

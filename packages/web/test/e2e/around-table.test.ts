/**
 * End to end, in Debian's Chromium against the real server: around the table (issue 36).
 * A tic-tac-toe game between Ann and Ben with a live clock, created over the API:
 *  - every seat's clock is shown, and only the deciding seat's counts down (also for spectators);
 *  - with "Notify me" switched on (Chromium's notification permission granted to the test) and
 *    the tab hidden, the page's own code fires `new Notification(…)` when it becomes Ann's turn
 *    (observed through an init-script wrapper; visibility overridden by an init script);
 *  - at the end Ann presses "Play again" and lands on her seat in the rematch, while Ben's old
 *    page shows the rematch is ready and takes him to his own seat in it; at 390 px the button
 *    and the clocks fit (screenshot: artifacts/web-e2e/around-table-phone.png).
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type ApiGame, createApiGame, readState, sendAction } from "./apiGame";
import { ARTIFACTS, setUpE2eTable } from "./table";

const table = setUpE2eTable({ width: 1280, height: 800 });

// Runs in the page before its scripts: a hidden-tab switch and a record of notifications.
const INIT = `(() => {
  Object.defineProperty(document, "visibilityState", {
    configurable: true,
    get: () => (window.__testHidden ? "hidden" : "visible"),
  });
  window.__notes = [];
  const Real = window.Notification;
  if (!Real) return;
  function Recorded(title, options) {
    window.__notes.push({ title, tag: options && options.tag });
    return new Real(title, options);
  }
  Object.defineProperty(Recorded, "permission", { get: () => Real.permission });
  Recorded.requestPermission = (...a) => Real.requestPermission(...a);
  window.Notification = Recorded;
})();`;

type Body = { version: number; status: string };

describe("around the table", () => {
  it("clocks count on the deciding seat only; a hidden tab is notified of its turn; Play again leads everyone to the rematch", async () => {
    const { session, server } = table;
    const context = session.browser as import("playwright-core").BrowserContext;
    await context.grantPermissions(["notifications"], { origin: server.url });
    await context.addInitScript(INIT);
    const game: ApiGame = await createApiGame(server.url, {
      ruleset: "tictactoe",
      players: 2,
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "human", name: "Ben" },
      ],
      clock: { kind: "live", bankSeconds: 600, bonusSeconds: 10, onTimeout: "bot" },
    });
    let key = 0;
    const move = async (seat: number, cell: number) => {
      const s = await readState<Body>(server.url, game.gameId, game.tokens[seat]!);
      await sendAction(server.url, game, seat, { type: "mark", cell }, s.version, `e2e-${++key}`);
    };

    const ann = session.page;
    await ann.goto(`${server.url}/play/${game.gameId}?token=${game.tokens[0]}`);
    const clockOf = (seat: number) => ann.locator(`[data-testid=seat-clocks] li[data-seat="${seat}"]`);
    await expect.poll(() => clockOf(0).getAttribute("data-running")).toBe("true");
    expect(await clockOf(1).getAttribute("data-running")).toBe("false");
    await expect.poll(() => ann.getByRole("timer", { name: /Ann.*left/ }).count()).toBe(1);
    const annBefore = await clockOf(0).getByTestId("clock-time").textContent();
    const benBefore = await clockOf(1).getByTestId("clock-time").textContent();
    expect(benBefore).toBe("10:00");
    await ann.waitForTimeout(2200);
    expect(await clockOf(0).getByTestId("clock-time").textContent()).not.toBe(annBefore);
    expect(await clockOf(1).getByTestId("clock-time").textContent()).toBe(benBefore);

    // The spectator page shows the clocks too, Ann's running.
    const watcher = await context.newPage();
    await watcher.goto(`${server.url}/watch/${game.gameId}`);
    await expect
      .poll(() => watcher.locator('[data-testid=seat-clocks] li[data-seat="0"]').getAttribute("data-running"))
      .toBe("true");
    await watcher.close();

    // Notify me (a click: permission is asked on a user gesture), then the tab goes hidden.
    await ann.getByLabel("Notify me").check();
    await expect
      .poll(() => ann.evaluate(() => localStorage.getItem("koprulu.turnNotice")))
      .toContain('"notify":true');
    await move(0, 0);
    await expect.poll(() => clockOf(1).getAttribute("data-running")).toBe("true");
    expect(await clockOf(0).getAttribute("data-running")).toBe("false");
    await ann.evaluate(() => {
      (window as unknown as { __testHidden: boolean }).__testHidden = true;
    });
    await move(1, 3);
    await expect
      .poll(() => ann.evaluate(() => (window as unknown as { __notes: { title: string }[] }).__notes))
      .toEqual([{ title: "Your turn: Tic-tac-toe", tag: `koprulu-turn-${game.gameId}` }]);
    await ann.evaluate(() => {
      (window as unknown as { __testHidden: boolean }).__testHidden = false;
    });

    // Ann wins on the top row; Ben's old page is open when she presses Play again.
    await move(0, 1);
    await move(1, 4);
    await move(0, 2);
    const ben = await context.newPage();
    await ben.goto(`${server.url}/play/${game.gameId}?token=${game.tokens[1]}`);
    await expect.poll(() => ben.getByTestId("outcome").count()).toBe(1);
    // The phone layout: the end banner's button and every clock fit 390 px, text at 12 px or more.
    await ann.setViewportSize({ width: 390, height: 844 });
    const again = ann.getByRole("button", { name: "Play again" });
    const box = await again.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    for (const seat of [0, 1]) {
      const time = clockOf(seat).getByTestId("clock-time");
      const size = await time.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
      const b = await time.boundingBox();
      expect(b && b.x + b.width <= 390).toBe(true);
    }
    await ann.screenshot({ path: join(ARTIFACTS, "around-table-phone.png"), fullPage: true });
    await ann.setViewportSize({ width: 1280, height: 800 });
    await ann.getByRole("button", { name: "Play again" }).click();
    await expect.poll(() => ann.url()).not.toContain(game.gameId);
    const annToken = new URL(ann.url()).searchParams.get("token");
    expect(annToken).toBeTruthy();
    await expect.poll(() => ann.getByTestId("seat-badge").textContent()).toContain("Ann");
    await expect.poll(() => ben.getByText("A rematch is ready.").count()).toBe(1);
    await ben.getByRole("button", { name: "Join the rematch" }).click();
    await expect.poll(() => ben.url()).not.toContain(game.gameId);
    const benToken = new URL(ben.url()).searchParams.get("token");
    expect(benToken).toBeTruthy();
    expect(benToken).not.toBe(annToken);
    expect(new URL(ben.url()).pathname).toBe(new URL(ann.url()).pathname); // the same new game
    await expect.poll(() => ben.getByTestId("seat-badge").textContent()).toContain("Ben");
    // The rematch keeps the clock: Ann (X) decides first again.
    await expect
      .poll(() => ben.locator('[data-testid=seat-clocks] li[data-seat="0"]').getAttribute("data-running"))
      .toBe("true");
    await ben.close();
    expect(session.consoleErrors).toEqual([]);
  }, 120_000);
});

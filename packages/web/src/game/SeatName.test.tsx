// @vitest-environment jsdom
/**
 * Names isolated part by part (issue 35): "Aldaris (בוט: היוריסטי) 3" read scrambled when the
 * whole label was one isolate laid out in the name's direction. Each name is its own <bdi>; the
 * brackets and a bot's words stay in the reader's direction, outside every isolate.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { GameState } from "../api/types";
import { SeatName, slot, withNodes } from "./SeatName";
import { seatLabel, seatNameParts } from "./seatName";

afterEach(cleanup);

const game = {
  seats: [
    { seat: 0, kind: "human", name: "דנה" },
    { seat: 1, kind: "bot", bot: "heuristic", name: "heuristic bot" },
  ],
} as unknown as GameState;
const hebrew = (key: string) =>
  key === "game.bot" ? "בוט" : key === "days.bot.heuristic" ? "היוריסטי" : key;

describe("a seat's name on the page", () => {
  it("a person's name and role are isolated one by one; a bot's words stay outside every isolate", () => {
    const person = seatNameParts(game, 0, "Jim Raynor", hebrew as never);
    const bot = seatNameParts(game, 1, "Aldaris", hebrew as never);
    expect(person).toEqual({ name: "דנה", role: "Jim Raynor" });
    expect(bot).toEqual({ name: "Aldaris", bot: "בוט: היוריסטי" });
    const { container } = render(
      <p>
        <SeatName parts={person} /> · <SeatName parts={bot} />
      </p>,
    );
    expect([...container.querySelectorAll("bdi")].map((b) => b.textContent)).toEqual([
      "דנה",
      "Jim Raynor",
      "Aldaris",
    ]);
    // the same words as the plain label (tests and accessible names read it)
    expect(container.textContent).toBe(
      `${seatLabel(game, 0, "Jim Raynor", hebrew as never)} · ${seatLabel(game, 1, "Aldaris", hebrew as never)}`,
    );
    expect(container.textContent).toBe("דנה (Jim Raynor) · Aldaris (בוט: היוריסטי)");
  });

  it("a translated sentence takes the names where its stand-ins stand", () => {
    const { container } = render(
      <p>
        {withNodes(`${slot(0)} ניצח/ה · נקודות: ${slot(1)} 3`, (i) => (
          <b>{["Ann", "Ben"][i]}</b>
        ))}
      </p>,
    );
    expect(container.innerHTML).toBe("<p><b>Ann</b> ניצח/ה · נקודות: <b>Ben</b> 3</p>");
  });
});

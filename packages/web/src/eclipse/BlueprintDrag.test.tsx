// @vitest-environment jsdom
/**
 * E-A4, Upgrade by drag: a part dragged from the supply onto a blueprint slot (pointer events)
 * is placed there — the slot chosen first when it was not — and a part the rules refuse is not
 * sent: the editor says why. The click path stays (choose a slot, then a part).
 */
import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EclipseBoard } from "./EclipseBoard";
import { gameOf } from "./testGame";

afterEach(() => {
  cleanup();
  // jsdom has no elementFromPoint; each drag sets where its release lands
  Reflect.deleteProperty(document, "elementFromPoint");
});

function board(s: EclipseState, seat: number, submit: (a: unknown) => void) {
  const game = gameOf(s, seat);
  return (
    <EclipseBoard
      game={game}
      actions={game.legalActions}
      submit={submit}
      busy={false}
      describe={(a) => a.type}
    />
  );
}

const slotEl = (hull: string, slot: number) =>
  document.querySelector(`.ec-blueprint[data-hull="${hull}"] [data-slot="${slot}"]`)!;

/** Drag the part's button from the supply and release it over `target` (jsdom has no layout). */
function drag(part: string, target: Element) {
  document.elementFromPoint = () => target;
  const button = document.querySelector(`.ec-part[data-part="${part}"]`)!;
  fireEvent.pointerDown(button, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(button, { pointerId: 1, clientX: 60, clientY: 80 });
  expect(document.querySelector(".ec-dragged")).not.toBeNull(); // the part follows the pointer
  fireEvent.pointerMove(button, { pointerId: 1, clientX: 120, clientY: 160 });
  fireEvent.pointerUp(button, { pointerId: 1, clientX: 120, clientY: 160 });
  fireEvent.click(button); // the click that ends a drag is not a click
}

const upgrading = () => {
  const s = eclipse.setup({ players: 2, rounds: 9 }, "web-drag");
  return { s: eclipse.apply(s, s.turn, { type: "upgrade" }), seat: s.turn };
};

describe("E-A4 upgrade by drag", () => {
  it("a part dropped on a slot not chosen chooses it, then places the part", () => {
    const { s, seat } = upgrading();
    const submit = vi.fn();
    const { rerender } = render(board(s, seat, submit));
    // the interceptor's empty first slot: a hull tile fits there
    drag("hull", slotEl("interceptor", 0));
    expect(submit.mock.calls).toEqual([[{ type: "upgrade-slot", hull: "interceptor", slot: 0 }]]);
    expect(document.querySelector(".ec-dragged")).toBeNull();
    const chosen = eclipse.apply(s, seat, { type: "upgrade-slot", hull: "interceptor", slot: 0 });
    rerender(board(chosen, seat, submit));
    expect(submit).toHaveBeenLastCalledWith({ type: "upgrade-part", part: "hull" });
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("a part the rules refuse on the chosen slot is not sent; the reason is shown with its rule", () => {
    const { s, seat } = upgrading();
    // the interceptor's drive (slot 3): an ion cannon there leaves the ship without a drive
    const chosen = eclipse.apply(s, seat, { type: "upgrade-slot", hull: "interceptor", slot: 3 });
    const submit = vi.fn();
    render(board(chosen, seat, submit));
    drag("ion-cannon", slotEl("interceptor", 3));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toMatch(/^Refused — .*drive/);
  });

  it("a drop away from the part leaves no trace: the next click on a part is a click", () => {
    const { s, seat } = upgrading();
    const chosen = eclipse.apply(s, seat, { type: "upgrade-slot", hull: "interceptor", slot: 0 });
    const submit = vi.fn();
    render(board(chosen, seat, submit));
    const button = document.querySelector('.ec-part[data-part="hull"]')!;
    document.elementFromPoint = () => null; // released over nothing: no slot, no click
    fireEvent.pointerDown(button, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 90, clientY: 90 });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 90, clientY: 90 });
    expect(submit).not.toHaveBeenCalled();
    fireEvent.pointerDown(button, { pointerId: 2, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(button, { pointerId: 2, clientX: 10, clientY: 10 });
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledWith({ type: "upgrade-part", part: "hull" });
  });

  it("the part already on the slot is said to be there, not refused for another reason", () => {
    const { s, seat } = upgrading();
    // the interceptor's second slot (index 1) carries an ion cannon
    const chosen = eclipse.apply(s, seat, { type: "upgrade-slot", hull: "interceptor", slot: 1 });
    const submit = vi.fn();
    render(board(chosen, seat, submit));
    fireEvent.click(document.querySelector('.ec-part[data-part="ion-cannon"]')!);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Refused — that part is on this slot already (E-A4)");
  });

  it("the click path stays: with a slot chosen, clicking a part places it", () => {
    const { s, seat } = upgrading();
    const chosen = eclipse.apply(s, seat, { type: "upgrade-slot", hull: "interceptor", slot: 0 });
    const submit = vi.fn();
    render(board(chosen, seat, submit));
    fireEvent.click(document.querySelector('.ec-part[data-part="hull"]')!);
    expect(submit).toHaveBeenCalledWith({ type: "upgrade-part", part: "hull" });
  });
});

/**
 * A price as the table shows it at a choice: a mineral icon and number, a gas icon and number,
 * read out as words ("costs 2 minerals, 1 gas") by the accessible name, since icons say nothing
 * to a screen reader. A free choice reads "free".
 */
import { useT } from "../i18n";
import type { Cost } from "./costs";
import { GasIcon, MineralIcon } from "./Galaxy";
import { RESOURCE_COLOURS } from "./palette";

export function CostTag({ cost }: { cost: Cost }) {
  const t = useT();
  const free = cost.minerals === 0 && cost.gas === 0;
  const label = free ? t("sccost.free") : t("sccost.costs", { minerals: cost.minerals, gas: cost.gas });
  return (
    <span className="sc-cost" role="img" aria-label={label} title={label} data-testid="sc-cost">
      {free ? (
        <span aria-hidden="true">{t("sccost.free")}</span>
      ) : (
        <>
          <span className="sc-cost-part" aria-hidden="true">
            <svg width={14} height={14} viewBox="-10 -10 20 20" aria-hidden="true">
              <MineralIcon colour={RESOURCE_COLOURS.minerals} />
            </svg>
            <bdi dir="ltr">{cost.minerals}</bdi>
          </span>
          <span className="sc-cost-part" aria-hidden="true">
            <svg width={14} height={14} viewBox="-10 -10 20 20" aria-hidden="true">
              <GasIcon colour={RESOURCE_COLOURS.gas} />
            </svg>
            <bdi dir="ltr">{cost.gas}</bdi>
          </span>
        </>
      )}
    </span>
  );
}

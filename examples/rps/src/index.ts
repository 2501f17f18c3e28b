export type { Hand, RpsAction, RpsOptions, RpsRound, RpsState, RpsView } from "./rps";
export { HANDS, roundWinner, rps } from "./rps";

/** Worker-thread entry: answers the bot jobs WorkerBotRunner posts, one at a time. */
import { serveTasks } from "@koprulu/bots";
import { chooseForJob } from "./choose";
import type { BotJob } from "./types";

serveTasks((job: BotJob) => chooseForJob(job));

/** Worker-thread entry for BotPool: runs bot tasks (decisions, searches, whole games). */
import { serveTasks } from "./serve-tasks";
import { runTask, type Task } from "./tasks";

serveTasks((task: Task) => runTask(task));

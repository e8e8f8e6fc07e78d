/**
 * Evaluated first of the main chunk's modules (embed/live-board.ts imports it first): React and its DOM renderer,
 * then a yield, so the rest of the chunk evaluates in a task of its own. One task for the whole chunk was the
 * longest of a phone's load after the painted first screen.
 */
import 'react-dom/client';

import { nextTask } from '../src/next-task.ts';

await nextTask();

import { nextTask } from './app/start-up/next-task';

// No async boundary is needed: the host provides every shared module eagerly in this bundle, so
// the app's code stays in main.js (no extra request before the first paint). Evaluating it all
// at once was the page's longest task, so start-up runs as a few short ones, letting the browser
// paint and answer input in between: main.js itself, react-dom (the largest module), the shared
// core, routing and queries, the shared UI, the app's components, then its start. A step evaluates
// what the steps before it left: the UI imports the router, so the router goes first (at 4× slower
// CPU the UI's step with the router in it took 71 ms, without it 39–64).
const startUpSteps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@citylens/shared'),
  () => import(/* webpackMode: "eager" */ '@citylens/shared/router'),
  () => import(/* webpackMode: "eager" */ '@citylens/shared/query'),
  () => import(/* webpackMode: "eager" */ '@citylens/shared/ui'),
  () => import(/* webpackMode: "eager" */ './app/App'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

void (async () => {
  for (const step of startUpSteps) {
    await nextTask();
    await step();
  }
})();

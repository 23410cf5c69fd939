import { nextTask } from './app/start-up/next-task';

// No async boundary is needed: the host provides every shared module eagerly in this bundle, so
// the app's code stays in main.js (no extra request before the first paint). Evaluating it all
// at once was the page's longest task, so start-up runs as a few short ones, letting the browser
// paint and answer input in between: main.js itself, react-dom (the largest module), the shared
// core, the shared UI, routing and queries, then the app.
const startUpSteps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@citylens/shared'),
  () => import(/* webpackMode: "eager" */ '@citylens/shared/ui'),
  () => import(/* webpackMode: "eager" */ '@citylens/shared/router'),
  () => import(/* webpackMode: "eager" */ '@citylens/shared/query'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

void (async () => {
  for (const step of startUpSteps) {
    await nextTask();
    await step();
  }
})();

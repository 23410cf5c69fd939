// No async boundary is needed: the host provides every shared module eagerly in this bundle, so
// the app's code stays in main.js (no extra request before the first paint). It is evaluated one
// task later, so evaluating main.js and starting the app are two shorter tasks, not one long one.
setTimeout(() => void import(/* webpackMode: "eager" */ './bootstrap'), 0);

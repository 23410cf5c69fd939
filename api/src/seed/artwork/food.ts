/** Food pictures: the painters live in ./food/ (the table, the generic dishes, the plates). */
export { paintFood, paintSpread } from './food/index.js';

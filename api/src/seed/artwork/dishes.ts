/** The seed's named dishes: their painters live in ./dishes/, one file per kind of dish. */
export { dishKeys, paintDish, type DishKey } from './dishes/index.js';

import type { Static } from 'typebox';
import type { FrameSchema } from '../../lib/schemas.js';

export { FrameSchema } from '../../lib/schemas.js';

export type Frame = Static<typeof FrameSchema>;
export type FrameKind = Frame['kind'];

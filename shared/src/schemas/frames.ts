import { Type } from 'typebox';

export const FrameSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Number(),
  frame_size: Type.String(),
  black_image_url: Type.String(),
  brown_image_url: Type.String(),
  kind: Type.Union([Type.Literal('picture'), Type.Literal('painting')]),
  description: Type.Optional(Type.String()),
});

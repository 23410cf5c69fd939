import { Type } from 'typebox';

/** Shared OpenAPI/validation pieces. Path ids are integers; a bad id is a 404. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const CityParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

export const Detail = Type.Object({ detail: Type.String() }, { description: 'DRF error' });
export const Success = Type.Object({ success: Type.Boolean(), message: Type.String() });

type Security = { [scheme: string]: string[] }[];
export const bearer: Security = [{ bearerAuth: [] }];
/** Public route that personalises when a token is sent. */
export const optionalBearer: Security = [{}, { bearerAuth: [] }];

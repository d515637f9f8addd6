// Input shapes for product administration.
import { z } from "zod";
import { ProductDataSchema } from "~core/entities/product.schema";

export const PutProductBodySchema = z.object({ data: ProductDataSchema });
export type PutProductBody = z.infer<typeof PutProductBodySchema>;

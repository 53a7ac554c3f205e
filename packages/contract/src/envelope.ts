import { z } from 'zod';

/** Every response body: `{status, data, message}`. */
export interface Envelope<T> {
  status: boolean;
  data: T;
  message: string;
}

/** List responses add paging totals beside `data`. */
export interface PagedEnvelope<T> extends Envelope<T[]> {
  total_page: number;
  total_record: number;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), data, message: z.string() });

export const pagedEnvelopeSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.boolean(),
    data: z.array(item),
    message: z.string(),
    total_page: z.number().int(),
    total_record: z.number().int(),
  });

/** Every failure, from any layer: a message a person can act on. */
export const errorEnvelopeSchema = z
  .object({
    status: z.literal(false),
    data: z.null(),
    message: z.string(),
  })
  .meta({ id: 'Failure' });

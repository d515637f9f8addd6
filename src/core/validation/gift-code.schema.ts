// The gift card code box at checkout (spec §5, §8).
import { z } from "zod";
import { messageCode } from "../i18n/message";

export const GIFT_CODE_MESSAGE = messageCode("validation.giftCode");

/** A gift card code: trimmed, not empty, letters, digits and dashes, at most 64 characters. */
export const GiftCodeSchema = z
  .string({ error: GIFT_CODE_MESSAGE })
  .trim()
  .min(1, GIFT_CODE_MESSAGE)
  .max(64, GIFT_CODE_MESSAGE)
  .regex(/^[A-Za-z0-9-]+$/, GIFT_CODE_MESSAGE);
export type GiftCode = z.infer<typeof GiftCodeSchema>;

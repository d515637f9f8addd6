// The JSON body check of decision 0070 answers the same without parsing a body that has no escape or
// byte able to spell a NUL or a lone surrogate (decision 0116): the field it names is the full walk's.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unstorableBodyField, unstorableTextPath } from "./text-input";

const JSON_TYPE = "application/json";
const bytesOf = (text: string) => new TextEncoder().encode(text);
const check = (text: string) => unstorableBodyField(JSON_TYPE, bytesOf(text), true);

describe("unstorableBodyField on JSON", () => {
  it("names the field of an escaped NUL or lone surrogate, in either case of hex digits", () => {
    expect(check('{"lines":[{"color":"Red\\u0000"}]}')).toBe("lines[0].color");
    expect(check('{"name":"a\\uD800b"}')).toBe("name");
    expect(check('{"name":"a\\udfffb"}')).toBe("name");
    expect(check('{"na\\u0000me":"x"}')).toBe("na\u0000me");
  });

  it("passes escapes that spell storable text: a pair of surrogates, an accented letter, a backslash", () => {
    expect(check('{"name":"\\ud83d\\ude00 \\u00e9 \\\\u0000"}')).toBeNull();
    expect(check('{"name":"Zoë","size":"XL"}')).toBeNull();
  });

  it("refuses malformed JSON with a raw NUL as the body, and leaves other malformed JSON to the route", () => {
    expect(check('{"name":"a\u0000')).toBe("body");
    expect(check('{"name":')).toBeNull();
  });

  it("answers what the full walk of the parsed body answers, for any JSON value", () => {
    const text = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff", "\ud83d\ude00", "é"),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        text,
        fc.integer(),
        fc.constant(null),
        fc.array(tie("node"), { maxLength: 4 }),
        fc.dictionary(text, tie("node"), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (body) => {
        const json = JSON.stringify(body);
        expect(check(json)).toBe(unstorableTextPath(JSON.parse(json)));
      }),
      { numRuns: 500 },
    );
  });
});

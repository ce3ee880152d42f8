/** @jest-environment node */
import { describeValue, didYouMean, editDistance, fieldName, quoteList, quoteValue } from "../../content-model/messages.ts"

describe("message building blocks", () => {
  test("edit distance and suggestions", () => {
    expect(editDistance("kitten", "sitting")).toBe(3)
    expect(editDistance("", "abc")).toBe(3)
    expect(didYouMean("emial", ["email", "phone"])).toBe(' Meinten Sie "email"?')
    expect(didYouMean("Email", ["email", "phone"])).toBe(' Meinten Sie "email"?')
    expect(didYouMean("adresse", ["phone", "vatId"])).toBe("")
  })

  test("values are described in German and long texts shortened", () => {
    expect(describeValue(42)).toBe("die Zahl 42")
    expect(describeValue("")).toBe("ein leerer Text")
    expect(describeValue(null)).toBe("ein leerer Wert")
    expect(describeValue(["a"])).toBe("eine Liste")
    expect(describeValue({ a: 1 })).toBe("ein Abschnitt mit Unterfeldern")
    expect(describeValue(true)).toBe("der Wahrheitswert true")
    expect(quoteValue("x".repeat(100))).toHaveLength(62)
    expect(quoteList(["a", "b", "c"], "oder")).toBe('"a", "b" oder "c"')
  })

  test("field names count list entries from 1", () => {
    expect(fieldName(["officeHours", 0, "opens"])).toBe("officeHours[1].opens")
    expect(fieldName(["phone", "e164"])).toBe("phone.e164")
  })
})

/** A phone number as a tel: link; non-breaking spaces keep the number on one line (html-validate: tel-non-breaking). */
export function PhoneLink({ phone }: { phone: { e164: string; display: string } }) {
  return <a href={`tel:${phone.e164}`}>{phone.display.replace(/ /g, "\u00a0")}</a>
}

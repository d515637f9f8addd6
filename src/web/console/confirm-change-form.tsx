// The second step of an order change (a partial refund or an edit, docs/decisions/0086): the reviewed
// change sent again with its one-time key and the card and gift card amounts the operator saw, so the
// server refuses it if they no longer hold, and a double click changes the order once.
import { Form, Link } from "react-router";
import { Button } from "../components/button";
import { CsrfField, useConsoleText } from "./ui";

export function ConfirmChangeForm(props: {
  /** The change as reviewed: each named value goes back as a hidden field. */
  values: Record<string, string | number>;
  confirmation: { key: string; card: number; gift: number };
  label: string;
  busy: boolean;
}) {
  const ct = useConsoleText();
  const { key, card, gift } = props.confirmation;
  return (
    <Form method="post" className="flex flex-wrap gap-3">
      <CsrfField />
      <input type="hidden" name="intent" value="confirm" />
      {Object.entries(props.values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="key" value={key} />
      <input type="hidden" name="card" value={card} />
      <input type="hidden" name="gift" value={gift} />
      <Button type="submit" disabled={props.busy}>
        {props.label}
      </Button>
      <Link to="." className="self-center underline">
        {ct("refund.cancel")}
      </Link>
    </Form>
  );
}

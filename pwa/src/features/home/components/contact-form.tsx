// The home contact form of spec §1: name, email and message are required; submitting only
// clears it — nothing is sent anywhere (there is no backend for it).
import { useState, type FormEvent } from 'react';
import { Button, Input, Textarea } from '../../../components/ui';

const EMPTY = { name: '', email: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setValues(EMPTY);
  }

  return (
    <section className="section container" aria-labelledby="contact-title">
      <h2 id="contact-title" className="section-title">
        Contact Us
      </h2>
      <form className="contact-form" onSubmit={submit}>
        <Input
          label="Name"
          name="name"
          required
          value={values.name}
          onChange={set('name')}
          autoComplete="name"
        />
        <Input
          label="Email"
          name="email"
          type="email"
          required
          value={values.email}
          onChange={set('email')}
          autoComplete="email"
        />
        <Textarea
          label="Message"
          name="message"
          required
          value={values.message}
          onChange={set('message')}
        />
        <Button type="submit">Send Message</Button>
      </form>
    </section>
  );
}

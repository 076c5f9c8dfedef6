import { describe, expect, it } from 'vitest';
import { ANSWERS_ELEMENT_ID, readPrimedAnswers } from './primed-answers';

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('x');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = ANSWERS_ELEMENT_ID;
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('readPrimedAnswers', () => {
  it('reads the answers the server sent, by call key', () => {
    expect(readPrimedAnswers(page('{"GET v1/banners":"{\\"data\\":{}}"}'))).toEqual({ 'GET v1/banners': '{"data":{}}' });
  });

  it('has none without the element, with broken JSON, or with something else than an object of texts', () => {
    expect(readPrimedAnswers(page(null))).toBeUndefined();
    expect(readPrimedAnswers(page('{"GET v1/banners":'))).toBeUndefined();
    expect(readPrimedAnswers(page('["x"]'))).toBeUndefined();
    expect(readPrimedAnswers(page('{"GET v1/x":1,"GET v1/y":"ok"}'))).toEqual({ 'GET v1/y': 'ok' });
  });
});

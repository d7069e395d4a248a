// @vitest-environment jsdom
import { renderElement } from '@tessera/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import faq from './index.ts';
import island from './island.ts';

const items = ['One', 'Two', 'Three'].map((question) => ({ question, answer: `<p>Answer ${question}</p>` }));

/** The element as the published page holds it: wrapper with the island attributes around the Render. */
function publish(props: Record<string, unknown>) {
  const parsed = faq.props.parse({ items, ...props });
  const wrapper = document.createElement('div');
  wrapper.id = 'element-1';
  wrapper.setAttribute('data-island', 'faq');
  wrapper.setAttribute('data-island-props', JSON.stringify(faq.islandProps!(parsed)));
  wrapper.innerHTML = renderElement(faq, parsed, { id: 'element-1' });
  document.body.append(wrapper);
  // As mountIslands does, with the props the server wrote into the attribute.
  const cleanup = island.mount(wrapper, JSON.parse(wrapper.getAttribute('data-island-props')!));
  const details = [...wrapper.querySelectorAll('details')];
  const questions = [...wrapper.querySelectorAll('summary')];
  return { details, questions, cleanup };
}

const state = (details: HTMLDetailsElement[]) => details.map((d) => d.open);
const expanded = (questions: HTMLElement[]) => questions.map((q) => q.getAttribute('aria-expanded'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('faq island', () => {
  it('marks each question expanded or not, and takes over the native one-open grouping', () => {
    const { details, questions } = publish({});
    expect(expanded(questions)).toEqual(['true', 'false', 'false']);
    expect(details.every((d) => !d.hasAttribute('name'))).toBe(true);
  });

  it('opens a question on click, and closes the open one when only one may be open', () => {
    const { details, questions } = publish({ openFirst: false });
    expect(state(details)).toEqual([false, false, false]);

    questions[1]!.click();
    expect(state(details)).toEqual([false, true, false]);
    expect(expanded(questions)).toEqual(['false', 'true', 'false']);

    questions[2]!.click();
    expect(state(details)).toEqual([false, false, true]);
    expect(expanded(questions)).toEqual(['false', 'false', 'true']);

    questions[2]!.click();
    expect(state(details)).toEqual([false, false, false]);
    expect(expanded(questions)).toEqual(['false', 'false', 'false']);
  });

  it('keeps several open when allowed', () => {
    const { details, questions } = publish({ allowMultiple: true });
    questions[1]!.click();
    questions[2]!.click();
    expect(state(details)).toEqual([true, true, true]);
    questions[0]!.click();
    expect(state(details)).toEqual([false, true, true]);
    expect(expanded(questions)).toEqual(['false', 'true', 'true']);
  });

  it('follows a question opened by something else (find in page), closing the others', async () => {
    const { details, questions } = publish({});
    details[2]!.open = true;
    await new Promise<void>((resolve) => details[2]!.addEventListener('toggle', () => resolve(), { once: true }));
    expect(state(details)).toEqual([false, false, true]);
    expect(expanded(questions)).toEqual(['false', 'false', 'true']);
  });

  it('lets go of the questions when unmounted', () => {
    const { questions, cleanup } = publish({});
    const click = () => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      questions[1]!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click()).toBe(true);
    cleanup!();
    expect(click()).toBe(false);
  });
});

// @vitest-environment jsdom
import { Button, Classes, Intent } from '@blueprintjs/core';
import { act, createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextButton } from '../../../src/ui/app/text-button.view';
import { reactPagePerTest } from '../../support/react-page';

const page = reactPagePerTest();

const draw = (element: React.ReactNode) => {
  act(() => page.root.render(element));
  const button = page.container.querySelector('button');
  if (button === null) throw new Error('no button drawn');
  return button;
};

const classesOf = (element: Element) => [...element.classList].sort();

describe('a labelled button', () => {
  it.each([
    [{}, {}],
    [{ variant: 'minimal' }, { variant: 'minimal' }],
    [
      { variant: 'outlined', intent: Intent.DANGER },
      { variant: 'outlined', intent: Intent.DANGER },
    ],
    [
      { intent: Intent.PRIMARY, size: 'large', fill: true },
      { intent: Intent.PRIMARY, size: 'large', fill: true },
    ],
    [{ disabled: true }, { disabled: true }],
  ] as const)('wears the classes Blueprint gives the same button (%j)', (ours, blueprints) => {
    const theirs = classesOf(draw(<Button {...blueprints}>Save</Button>));
    expect(classesOf(draw(<TextButton {...ours}>Save</TextButton>))).toEqual(theirs);
  });

  it('puts the label in the button-text span, as Blueprint does', () => {
    const button = draw(<TextButton>Export CSV</TextButton>);
    expect(button.querySelector(`.${Classes.BUTTON_TEXT}`)?.textContent).toBe('Export CSV');
  });

  it('is disabled and shows a spinner while loading', () => {
    const onClick = vi.fn();
    const button = draw(
      <TextButton loading onClick={onClick}>
        Log in
      </TextButton>,
    );
    expect(button.disabled).toBe(true);
    expect(button.classList.contains(Classes.LOADING)).toBe(true);
    expect(button.querySelector(`.${Classes.BUTTON_SPINNER}`)).not.toBeNull();
    act(() => button.click());
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits a form only when asked to, and passes its attributes and ref through', () => {
    const ref = createRef<HTMLButtonElement>();
    const button = draw(
      <TextButton ref={ref} aria-haspopup="menu" data-testid="profile-menu">
        admin
      </TextButton>,
    );
    expect(button.type).toBe('button');
    expect(ref.current).toBe(button);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.dataset.testid).toBe('profile-menu');
    expect(draw(<TextButton type="submit">Log in</TextButton>).type).toBe('submit');
  });
});

import { isValidElement, type ChangeEvent, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const SIZES = ['small', 'large'] as const;
type Size = (typeof SIZES)[number];

/** The `<select>` inside what SelectField returns, to call its change handler. */
function findSelect(node: ReactNode): ReactElement<{ onChange: (e: ChangeEvent) => void }> {
  if (isValidElement<{ children?: ReactNode }>(node)) {
    if (node.type === 'select') return node as never;
    const children = ([] as ReactNode[]).concat(node.props.children ?? []);
    for (const child of children) {
      try {
        return findSelect(child);
      } catch {
        // not in this branch
      }
    }
  }
  throw new Error('no select');
}

const change = (element: ReactElement, value: string) =>
  findSelect(element).props.onChange({ target: { value } } as unknown as ChangeEvent);

describe('SelectField', () => {
  it('renders a labelled select with the chosen option', () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="size"
        label="Size"
        value="large"
        options={SIZES}
        optionLabel={(size) => size.toUpperCase()}
        onChange={() => {}}
      />,
    );
    expect(html).toBe(
      '<div class="field"><label for="size">Size</label><select id="size" class="select">' +
        '<option value="small">SMALL</option><option value="large" selected="">LARGE</option>' +
        '</select></div>',
    );
  });

  it('puts the placeholder first, selected for null, and passes aria, disabled, beside and children', () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="size"
        label="Size"
        value={null}
        placeholder={{ label: 'Choose a size', disabled: true }}
        options={SIZES}
        optionLabel={(size) => size}
        disabled
        aria-invalid
        aria-describedby="size-problem"
        beside={<button type="button">Play</button>}
        onChange={() => {}}
      >
        <p id="size-problem">Choose a size</p>
      </SelectField>,
    );
    expect(html).toBe(
      '<div class="field"><label for="size">Size</label><div class="field-row">' +
        '<select id="size" class="select" disabled="" aria-invalid="true" aria-describedby="size-problem">' +
        '<option value="" disabled="" selected="">Choose a size</option>' +
        '<option value="small">small</option><option value="large">large</option></select>' +
        '<button type="button">Play</button></div><p id="size-problem">Choose a size</p></div>',
    );
  });

  it('hands back the option chosen, and null for the placeholder', () => {
    const chosen: (Size | null)[] = [];
    const plain = SelectField({
      id: 'size',
      label: 'Size',
      value: 'small',
      options: SIZES,
      optionLabel: (size) => size,
      onChange: (size) => chosen.push(size),
    });
    change(plain, 'large');
    change(plain, 'not an option');
    expect(chosen).toEqual(['large']);

    const withPlaceholder = SelectField({
      id: 'size',
      label: 'Size',
      value: 'small',
      placeholder: { label: 'None' },
      options: SIZES,
      optionLabel: (size) => size,
      onChange: (size) => chosen.push(size),
    });
    change(withPlaceholder, '');
    expect(chosen).toEqual(['large', null]);
  });
});

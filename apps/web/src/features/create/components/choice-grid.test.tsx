import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoiceGrid } from './choice-grid';

const SIZES = ['small', 'large'] as const;
type Size = (typeof SIZES)[number];

/** Every `<input>` in the tree ChoiceGrid returns, to call their change handlers. */
function inputsOf(node: ReactNode): ReactElement<{ value: string; onChange: () => void }>[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) {
    return Array.isArray(node) ? node.flatMap((child: ReactNode) => inputsOf(child)) : [];
  }
  if (node.type === 'input') return [node as never];
  return ([] as ReactNode[]).concat(node.props.children ?? []).flatMap(inputsOf);
}

const grid = (value: Size, onChange: (size: Size) => void = () => {}) => (
  <ChoiceGrid
    name="size"
    className="size-grid"
    cardClassName="size-choice"
    options={SIZES}
    value={value}
    onChange={onChange}
    after={(size) => <button type="button">Play {size}</button>}
  >
    {(size) => <span className="choice-name">{size.toUpperCase()}</span>}
  </ChoiceGrid>
);

describe('ChoiceGrid', () => {
  it('renders one labelled radio per option, the chosen one checked', () => {
    expect(renderToStaticMarkup(grid('large'))).toBe(
      '<ul class="choice-grid size-grid">' +
        '<li><label class="choice size-choice"><input type="radio" class="choice-input" name="size" value="small"/>' +
        '<span class="choice-name">SMALL</span></label><button type="button">Play small</button></li>' +
        '<li><label class="choice size-choice"><input type="radio" class="choice-input" name="size" checked="" value="large"/>' +
        '<span class="choice-name">LARGE</span></label><button type="button">Play large</button></li>' +
        '</ul>',
    );
  });

  it('hands back the option picked', () => {
    const picked: Size[] = [];
    const element = ChoiceGrid({
      ...grid('large').props,
      onChange: (size: Size) => picked.push(size),
    } as Parameters<typeof ChoiceGrid<Size>>[0]);
    const inputs = inputsOf(element);
    expect(inputs.map((input) => input.props.value)).toEqual(['small', 'large']);
    inputs[0]!.props.onChange();
    expect(picked).toEqual(['small']);
  });
});

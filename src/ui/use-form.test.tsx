// @vitest-environment jsdom
/** useForm with the CMS's forms-config (decision 027): a view's settings reach the fields of the same name. */
import { act, type ChangeEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postcode } from '../lib/validation.ts';
import { mountTestRoot, unmountTestRoot, type TestRoot } from '../test-support/react-root.ts';
import { FormValidation, useForm, type Form, type FormValidationSettings } from './use-form.ts';

type Field = 'postcode' | 'code' | 'hidden';

let mounted: TestRoot;
let form: Form<Field> | undefined;

const SETTINGS: FormValidationSettings = {
  strategy: 'eager',
  messages: {},
  forms: {
    profile: [
      { name: 'postcode', type: 'postcode', isRequired: false, regex: '^\\d{6}$' },
      { name: 'code', type: 'custom', mask: '###-###', isRequired: true },
      { name: 'hidden', isRequired: true },
    ],
  },
};

function Probe({ view }: { view?: string }) {
  form = useForm<Field>({ postcode: '', code: '', hidden: '' }, { postcode: (value) => postcode(value), code: undefined, hidden: null }, view);
  return <input aria-label="code" {...form.field('code')} />;
}

function render(view?: string): void {
  act(() =>
    mounted.root.render(
      <FormValidation.Provider value={SETTINGS}>
        <Probe view={view} />
      </FormValidation.Provider>,
    ),
  );
}

beforeEach(() => {
  mounted = mountTestRoot();
  form = undefined;
});
afterEach(() => unmountTestRoot(mounted));

describe('useForm with a forms-config view', () => {
  it('the view’s postcode regex and required custom field decide; a field not in use (null rule) is not checked', () => {
    render('profile');
    act(() => form?.setValue('postcode', '12345'));
    let ok = true;
    act(() => {
      ok = form?.submit() ?? true;
    });
    expect(ok).toBe(false);
    expect(form?.errors).toEqual({ postcode: "Pochta indeksi noto'g'ri", code: "Maydonni to'ldirish shart" });
    act(() => {
      form?.setValue('postcode', '100000');
      form?.setValue('code', '123456');
    });
    act(() => {
      ok = form?.submit() ?? false;
    });
    expect(ok).toBe(true);
  });

  it('the view’s mask formats what is typed', () => {
    render('profile');
    act(() => form?.field('code').onChange({ target: { value: '123456' } } as ChangeEvent<HTMLInputElement>));
    expect(form?.values.code).toBe('123-456');
  });

  it('without a view the form’s own rules stand', () => {
    render();
    act(() => form?.setValue('postcode', '12345'));
    let ok = false;
    act(() => {
      ok = form?.submit() ?? false;
    });
    expect(ok).toBe(true);
  });
});

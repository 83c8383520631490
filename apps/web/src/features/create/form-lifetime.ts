import { session, STORAGE_KEYS } from '../../lib/storage';

/**
 * Pages that keep the saved create form: the create screen, the payment pages (buying credits
 * from the insufficient-credits modal comes back to it), and the sign-in pages the sign-in
 * modal passes through (docs/product/screens-and-routes.md#create-form-state: it "survives a
 * sign-in or a trip to the payment page"). Leaving for any other page clears it.
 */
const KEEPS_FORM = /^\/(create|payment|login|oauth2\/callback)(\/|$)/;

export const keepsCreateForm = (pathname: string) => KEEPS_FORM.test(pathname);

export const clearCreateForm = () => session.remove(STORAGE_KEYS.createForm);

/**
 * Create found a draft and opened it: the new choices are kept apart from the form (which goes
 * when the person leaves /create), so that after a discard /create starts from them
 * (docs/product/drafts-and-text.md#drafts).
 */
export const keepCreateChoices = () => {
  const form = session.get(STORAGE_KEYS.createForm);
  if (form !== null) session.set(STORAGE_KEYS.createFormKept, form);
};

/** A generation started: neither the form nor the kept choices are needed any more. */
export const forgetCreateChoices = () => {
  clearCreateForm();
  session.remove(STORAGE_KEYS.createFormKept);
};

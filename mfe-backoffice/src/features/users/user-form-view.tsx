import { createContext, useContext } from 'react';
import { observer } from 'mobx-react-lite';
import type { ApiQuery } from '@bestellwerk/client';
import { DEFAULT_TIME_ZONE, ROLES, type Branch, type Role } from '@bestellwerk/domain';
import { BranchChoiceList } from '../../shared/editor/branch-choice-control.js';
import {
  controlIdOf,
  type CustomControlProps,
  type CustomControls,
} from '../../shared/editor/editor-context.js';
import { RecordEditor } from '../../shared/editor/record-editor.js';
import { RecordForm, type RecordFormViewProps } from '../../shared/layout/index.js';
import { ROLE_LABELS, toggled } from './user-form.js';
import { USER_INPUTS, userFields } from './user-fields.js';
import type { UserFormStore } from './user-form-store.js';
import { TimeTrackingAccessSection } from './time-tracking-access-section.js';

const ID_PREFIX = 'user';

/** The roles of a user as checkboxes, in the order of the roles. */
function RolesControl({ value, id, onChange }: CustomControlProps) {
  const roles = Array.isArray(value) ? (value as Role[]) : [];
  return (
    <>
      {ROLES.map((role, index) => (
        <label key={role} className="bo-check">
          <input
            id={index === 0 ? id : undefined}
            type="checkbox"
            checked={roles.includes(role)}
            onChange={(event) => onChange(toggled(roles, role, event.currentTarget.checked))}
          />
          {ROLE_LABELS[role]}
        </label>
      ))}
    </>
  );
}

/** The branches the page has loaded (for the table's names), offered by the form as well. */
const PageBranches = createContext<ApiQuery<readonly Branch[]> | null>(null);

/** The branches of a user as checkboxes over the page's branch list. */
function BranchesControl(props: CustomControlProps) {
  const branches = useContext(PageBranches);
  if (!branches) throw new Error('BranchesControl needs the page’s branch list.');
  return <BranchChoiceList {...props} branches={branches} />;
}

const USER_CONTROLS: CustomControls = { roles: RolesControl, branches: BranchesControl };

export interface UserFormViewProps extends RecordFormViewProps<UserFormStore> {
  /** The configured time zone. */
  timeZone?: string;
  /** The page's branch list, the choices of the user's branches. */
  branches: ApiQuery<readonly Branch[]>;
}

/**
 * The create/edit form of a user on the schema editor (server messages stand at their fields)
 * and, for an existing user, their time-tracking link and tablet PIN.
 */
export const UserFormView = observer(function UserFormView({
  timeZone,
  branches,
  ...form
}: UserFormViewProps) {
  const { store } = form;
  return (
    <>
      <RecordForm
        {...form}
        title={store.isNew ? 'Neuer Benutzer' : `Benutzer „${store.user?.username}“ bearbeiten`}
        className="bo-user-form"
        controlId={(path) => controlIdOf(ID_PREFIX, path)}
      >
        <PageBranches.Provider value={branches}>
          <RecordEditor
            fields={userFields(store.isNew)}
            values={store.values}
            onChange={(values) => store.setValues(values)}
            errors={store.serverErrors}
            timeZone={timeZone ?? DEFAULT_TIME_ZONE}
            idPrefix={ID_PREFIX}
            custom={USER_CONTROLS}
            inputs={USER_INPUTS}
          />
        </PageBranches.Provider>
      </RecordForm>
      {!store.isNew && store.user ? (
        <TimeTrackingAccessSection key={store.user.id} user={store.user} timeZone={timeZone} />
      ) : null}
    </>
  );
});

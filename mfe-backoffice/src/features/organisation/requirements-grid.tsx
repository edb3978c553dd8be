import { fieldErrors } from '@bestellwerk/domain';
import { controlIdOf, useEditorContext } from '../../shared/editor/editor-context.js';
import { REQUIREMENT_DETAILS, REQUIREMENT_ORDER_TYPES, requirementField } from './branch-fields.js';
import type { SectionContentProps } from '../../shared/editor/sectioned-editor.js';

/**
 * The nine 'is{OrderType}{Detail}Required' flags of a branch as one grid: a row per detail
 * (E-Mail, Telefon, Adresse), a column per order type, each checkbox named by both.
 */
export function RequirementsGrid({ values, onChange }: SectionContentProps) {
  const { errors, idPrefix } = useEditorContext();
  const messages = REQUIREMENT_DETAILS.flatMap((detail) =>
    REQUIREMENT_ORDER_TYPES.flatMap((type) =>
      fieldErrors(errors, requirementField(type.key, detail.key)),
    ),
  );
  return (
    <>
      <table className="bo-requirements">
        <caption>Im Bestellvorgang verpflichtend je Bestellart</caption>
        <thead>
          <tr>
            <td />
            {REQUIREMENT_ORDER_TYPES.map((type) => (
              <th key={type.key} scope="col">
                {type.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {REQUIREMENT_DETAILS.map((detail) => (
            <tr key={detail.key}>
              <th scope="row">{detail.label}</th>
              {REQUIREMENT_ORDER_TYPES.map((type) => {
                const name = requirementField(type.key, detail.key);
                return (
                  <td key={type.key}>
                    <input
                      id={controlIdOf(idPrefix, name)}
                      type="checkbox"
                      aria-label={`${detail.label} bei ${type.label} verpflichtend`}
                      checked={values[name] === true}
                      onChange={(event) =>
                        onChange({ ...values, [name]: event.currentTarget.checked })
                      }
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {messages.length > 0 ? <p className="bo-field-error">{messages.join(' ')}</p> : null}
    </>
  );
}

import { storeNotice, type Branch, type OrderType } from '@bestellwerk/domain';

export interface StoreNoticeBannerProps {
  branch: Branch;
  orderType: OrderType;
  now: Date;
  timeZone?: string;
}

/**
 * The intro banner of the branch page: name, address, and the closed, preorder or
 * delivery-unavailable notice of the error catalogue when one applies now.
 */
export function StoreNoticeBanner({ branch, orderType, now, timeZone }: StoreNoticeBannerProps) {
  const lines = storeNotice(branch, orderType, now, timeZone);
  return (
    <header className="bw-store-intro">
      <h1 className="bw-page-title">{branch.name}</h1>
      <p className="bw-muted">{`${branch.street}, ${branch.zipCode} ${branch.city}`}</p>
      {lines.length > 0 ? (
        <div className="bw-store-notice" role="status" data-testid="store-notice">
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
    </header>
  );
}

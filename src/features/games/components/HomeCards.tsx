/**
 * The two home cards that are not game tiles: a vendor card (sports, e-sports and cockfight sections:
 * launches the vendor's lobby) and a winner card (the winners section: the game a player won on, who and
 * how much; launches that game). Images are sized and lazy; Latin names are isolated on Urdu pages.
 */
import type { Vendor } from '../../../api/calls/games/game';
import { CdnImage } from '../../../components/ui/CdnImage';
import type { WinnerGame } from '../stores/home-sections';

export function VendorCard({
  vendor,
  onLaunch,
  maintenanceLabel,
}: {
  vendor: Vendor;
  onLaunch: (vendor: Vendor) => void;
  maintenanceLabel: string;
}) {
  return (
    <li>
      <button
        type="button"
        className="flex w-full flex-col items-center gap-2 rounded-box bg-base-200 p-3 text-center hover:bg-base-300 disabled:opacity-60"
        disabled={vendor.maintenance}
        onClick={() => onLaunch(vendor)}
      >
        <CdnImage
          src={vendor.logoUrl}
          alt=""
          width={160}
          height={64}
          loading="lazy"
          decoding="async"
          className="h-16 w-40 max-w-full object-contain"
        />
        <span dir="auto" className="truncate font-medium text-sm">
          {vendor.name}
        </span>
        {vendor.maintenance && <span className="badge badge-warning badge-sm">{maintenanceLabel}</span>}
      </button>
    </li>
  );
}

export function WinnerCard({
  winner,
  amount,
  onLaunch,
}: {
  winner: WinnerGame;
  /** The win, already formatted in the page's number style. */
  amount: string;
  onLaunch: (nodeId: number) => void;
}) {
  return (
    <li>
      <button
        type="button"
        className="flex w-full flex-col overflow-hidden rounded-box bg-base-200 text-start hover:bg-base-300"
        onClick={() => onLaunch(winner.nodeId)}
      >
        <CdnImage
          src={winner.iconUrl}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full bg-base-300 object-cover"
        />
        <span dir="auto" className="truncate px-2 pt-1.5 font-medium text-sm">
          {winner.gameName}
        </span>
        <span className="flex items-center justify-between gap-1 px-2 pb-2 text-xs">
          <bdi className="truncate opacity-70">{winner.customerName}</bdi>
          <bdi className="font-semibold text-success">{amount}</bdi>
        </span>
      </button>
    </li>
  );
}

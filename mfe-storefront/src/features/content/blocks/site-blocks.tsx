import { observer } from 'mobx-react-lite';
import { useStores, Link } from '@bestellwerk/client';
import {
  LINK_DEFAULT_LABEL,
  sitePath,
  urlTarget,
  type Site,
  type SiteContentItem,
} from '@bestellwerk/domain';
import { RichText } from '@bestellwerk/ui';
import { ContactFormView } from '../../contact/index.js';
import { BranchMap } from '../../map/index.js';
import { BlockLink } from './block-link.js';
import {
  contactValue,
  formValue,
  heroValue,
  iframeValue,
  profileValue,
  specialtiesValue,
  textSliderValue,
  textValue,
} from './block-values.js';
import { ImageSlider } from './image-slider.js';
import { SiteImage } from './site-image.js';

/** Section anchors of the spec ("Marketing page types"). */
export const SPECIALTIES_ANCHOR = 'spezialitaeten';
export const FORM_ANCHOR = 'form';

type Value = Record<string, unknown>;
type Heading = 'h1' | 'h2';

function HeroBlock({ value, heading: H }: { value: Value; heading: Heading }) {
  const hero = heroValue(value);
  return (
    <section className={`bw-block bw-hero${hero.image ? ' bw-hero--image' : ''}`}>
      {hero.image ? (
        <SiteImage className="bw-hero__image" image={hero.image} width={1920} sizes="100vw" eager />
      ) : null}
      <div className="bw-hero__text">
        {hero.title ? <H className="bw-hero__title">{hero.title}</H> : null}
        {hero.subtitle ? <p className="bw-hero__subtitle">{hero.subtitle}</p> : null}
        <BlockLink link={hero.link} />
      </div>
    </section>
  );
}

/** The teasers of a specialties block: the referenced pages visitors may see. */
const SpecialtiesBlock = observer(function SpecialtiesBlock({ value }: { value: Value }) {
  const { sites, session } = useStores();
  const { title, teasers } = specialtiesValue(value);
  const pages = teasers.flatMap((id) => {
    const site = sites.get(id);
    return site && (site.isPublic || session.isAdmin) ? [site] : [];
  });
  return (
    <section
      id={SPECIALTIES_ANCHOR}
      className="bw-block bw-specialties"
      aria-labelledby={title ? `${SPECIALTIES_ANCHOR}-title` : undefined}
      aria-label={title ? undefined : 'Spezialitäten'}
    >
      {title ? <h2 id={`${SPECIALTIES_ANCHOR}-title`}>{title}</h2> : null}
      <ul className="bw-teaser-grid">
        {pages.map((site) => (
          <li key={site.id}>
            <SiteTeaser site={site} />
          </li>
        ))}
      </ul>
    </section>
  );
});

/** A teaser of a (specialty) page: image, title, description and a 'Mehr erfahren' link. */
export function SiteTeaser({ site }: { site: Site }) {
  const title = site.title || site.name;
  return (
    <article className="bw-teaser">
      {site.image ? (
        <SiteImage
          className="bw-teaser__image"
          image={site.image}
          width={640}
          sizes="(min-width: 40rem) 20rem, 80vw"
        />
      ) : null}
      <div className="bw-teaser__body">
        <h3 className="bw-teaser__title">{title}</h3>
        {site.description ? <p className="bw-teaser__description">{site.description}</p> : null}
        <Link className="bw-teaser__link" to={sitePath(site)}>
          {LINK_DEFAULT_LABEL}
          <span className="bw-visually-hidden">: {title}</span>
        </Link>
      </div>
    </article>
  );
}

function TextSliderBlock({ value }: { value: Value }) {
  const block = textSliderValue(value);
  return (
    <section className={`bw-block bw-columns${block.images.length ? '' : ' bw-columns--single'}`}>
      <div className="bw-columns__text">
        <RichText html={block.text} />
        <BlockLink link={block.link} />
      </div>
      {block.images.length ? <ImageSlider images={block.images} label="Bilder" /> : null}
    </section>
  );
}

const MapBlock = observer(function MapBlock() {
  const { branches } = useStores();
  return (
    <section className="bw-block bw-map-block">
      <BranchMap branches={branches.visible} />
    </section>
  );
});

function ContactBlock({ value }: { value: Value }) {
  const block = contactValue(value);
  return (
    <section className={`bw-block bw-columns${block.image ? '' : ' bw-columns--single'}`}>
      <div className="bw-columns__text">
        <RichText html={block.text} />
      </div>
      {block.image ? (
        <SiteImage
          className="bw-columns__image"
          image={block.image}
          width={1280}
          sizes="(min-width: 60rem) 50vw, 100vw"
        />
      ) : null}
    </section>
  );
}

function ProfileBlock({ value }: { value: Value }) {
  const block = profileValue(value);
  return (
    <section className="bw-block bw-profile">
      {block.image ? (
        <SiteImage
          className="bw-profile__image"
          image={block.image}
          width={640}
          sizes="(min-width: 40rem) 16rem, 60vw"
        />
      ) : null}
      <div className="bw-profile__text">
        {block.title ? <h2 className="bw-profile__title">{block.title}</h2> : null}
        <RichText html={block.text} />
      </div>
    </section>
  );
}

/** Sandbox of an embedded frame: scripts and forms run, but it cannot navigate this page. */
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The frame's address and sandbox: only http(s) urls and internal paths. A frame from another
 * origin keeps its own origin (its cookies); one from this origin never does, or it could
 * lift its own sandbox.
 */
function frameSource(url: string): { src: string; sandbox: string; host: string } | null {
  const target = urlTarget(url);
  if (target.kind === 'internal')
    return { src: target.to, sandbox: FRAME_SANDBOX, host: window.location.host };
  if (target.kind !== 'external') return null;
  try {
    const parsed = new URL(target.href, window.location.href);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    const crossOrigin = parsed.origin !== window.location.origin;
    return {
      src: parsed.href,
      sandbox: crossOrigin ? `${FRAME_SANDBOX} allow-same-origin` : FRAME_SANDBOX,
      host: parsed.host,
    };
  } catch {
    return null;
  }
}

function IframeBlock({ value }: { value: Value }) {
  const block = iframeValue(value);
  const frame = frameSource(block.url);
  return (
    <section className="bw-block bw-columns">
      <div className="bw-columns__text">
        <RichText html={block.text} />
      </div>
      {frame ? (
        <iframe
          className="bw-frame"
          src={frame.src}
          title={`Eingebetteter Inhalt von ${frame.host}`}
          sandbox={frame.sandbox}
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          style={{ height: block.height ? `${block.height}px` : undefined }}
        />
      ) : null}
    </section>
  );
}

function FormBlock({ value }: { value: Value }) {
  const block = formValue(value);
  return (
    <section id={FORM_ANCHOR} className="bw-block bw-form-block" aria-label="Kontaktformular">
      <ContactFormView privacySite={block.privacySite} thankYou={block.thankYou} />
    </section>
  );
}

/**
 * One body item by its block kind. `heading` is the level of the block's own title: h1 for a
 * hero that opens a page without another h1. Unknown kinds show nothing.
 */
export function SiteBlock({ item, heading = 'h2' }: { item: SiteContentItem; heading?: Heading }) {
  const value = item.value && typeof item.value === 'object' ? item.value : {};
  switch (item.type) {
    case 'text':
      return <RichText className="bw-block" html={textValue(value)} />;
    case 'hero':
      return <HeroBlock value={value} heading={heading} />;
    case 'specialties':
      return <SpecialtiesBlock value={value} />;
    case 'text-slider':
      return <TextSliderBlock value={value} />;
    case 'map':
      return <MapBlock />;
    case 'contact':
      return <ContactBlock value={value} />;
    case 'profile':
      return <ProfileBlock value={value} />;
    case 'iframe':
      return <IframeBlock value={value} />;
    case 'form':
      return <FormBlock value={value} />;
    default:
      return null;
  }
}

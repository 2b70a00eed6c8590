import { useSearchParams } from 'react-router-dom';
import {
  useCreatePromoCodeMutation,
  useDeletePromoCodeMutation,
  useGetPromoCodesQuery,
  useGetSocialBySlugQuery,
  useGetSocialQuery,
  useUpdatePromoCodeMutation,
} from '@socials/api-client';
import { displaySocialTitle, formatEventTime, type SocialDetail } from '@socials/domain';
import { Button, LoadError, PageLoader, PromoCodesEditor, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { publicSocialUrl } from '../../shared/paths';
import { SocialPicker } from './components/social-picker';
import { parseSocialReference, type SocialReference } from './social-reference';

/** The query parameter that holds the chosen social's id or slug, so the choice survives a reload. */
const SOCIAL_PARAM = 'social';

/** /create-promo — staff create and manage the promo codes of any social. */
export function CreatePromoPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const reference = parseSocialReference(searchParams.get(SOCIAL_PARAM) ?? '');
  // With a social chosen, ChosenSocial names the page after it.
  useDocumentTitle(reference ? null : 'Promo codes');
  const choose = (social: SocialReference | null) => setSearchParams(social ? { [SOCIAL_PARAM]: 'id' in social ? social.id : social.slug } : {});

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Promo codes</h1>
      {reference ? (
        <ChosenSocial key={JSON.stringify(reference)} reference={reference} onChange={() => choose(null)} />
      ) : (
        <>
          <p className="text-sm text-fg-muted">Choose the social whose promo codes you want to create or change.</p>
          <SocialPicker onPick={choose} />
        </>
      )}
    </div>
  );
}

/** The social by id or by slug: one of the two queries runs. */
function useReferencedSocial(reference: SocialReference) {
  const byId = useGetSocialQuery('id' in reference ? reference.id : '', { skip: !('id' in reference) });
  const bySlug = useGetSocialBySlugQuery('slug' in reference ? reference.slug : '', { skip: !('slug' in reference) });
  return 'id' in reference ? byId : bySlug;
}

function ChosenSocial({ reference, onChange }: { reference: SocialReference; onChange: () => void }) {
  const social = useReferencedSocial(reference);
  useDocumentTitle(social.data ? `Promo codes of ${social.data.title}` : 'Promo codes');
  const changeButton = (
    <Button variant="secondary" size="sm" onClick={onChange}>
      Choose another social
    </Button>
  );

  if (social.isLoading) return <PageLoader label="Loading the social…" />;
  if (!social.data) {
    return (
      <div className="flex flex-col items-start gap-4">
        <LoadError error={social.error} onRetry={social.refetch} />
        {changeButton}
      </div>
    );
  }
  const title = displaySocialTitle(social.data);
  return (
    <section aria-labelledby="chosen-social-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="chosen-social-title" className="text-xl font-semibold">
            <a href={publicSocialUrl(social.data.slug)} className={TEXT_LINK}>
              {title}
            </a>
          </h2>
          <p className="text-sm text-fg-muted">{formatEventTime(social.data).text}</p>
        </div>
        {changeButton}
      </div>
      <SocialPromoCodes social={social.data} />
    </section>
  );
}

function SocialPromoCodes({ social }: { social: SocialDetail }) {
  const promoCodes = useGetPromoCodesQuery(social.id);
  const [createPromoCode] = useCreatePromoCodeMutation();
  const [updatePromoCode] = useUpdatePromoCodeMutation();
  const [deletePromoCode] = useDeletePromoCodeMutation();

  if (promoCodes.isLoading) return <PageLoader label="Loading promo codes…" />;
  if (!promoCodes.data) return <LoadError error={promoCodes.error} onRetry={promoCodes.refetch} />;
  return (
    <PromoCodesEditor
      social={social}
      promoCodes={promoCodes.data.data}
      onCreate={(body) => createPromoCode({ socialId: social.id, body }).unwrap()}
      onUpdate={(promo, body) => updatePromoCode({ socialId: social.id, promoCodeId: promo.id, body }).unwrap()}
      onDelete={(promo) => deletePromoCode({ socialId: social.id, promoCodeId: promo.id }).unwrap()}
    />
  );
}

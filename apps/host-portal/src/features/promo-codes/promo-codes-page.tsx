import { useParams } from 'react-router-dom';
import {
  useCreatePromoCodeMutation,
  useDeletePromoCodeMutation,
  useGetPromoCodesQuery,
  useGetSocialQuery,
  useUpdatePromoCodeMutation,
} from '@socials/api-client';
import { displaySocialTitle, type SocialDetail } from '@socials/domain';
import { LoadError, PageLoader, PromoCodesEditor, useDocumentTitle } from '@socials/ui';
import { SocialPageLinks } from '../../shared/social-page-links';

/** /socials/:id/promo-codes — the promo codes of one social, for its hosts. */
export function PromoCodesPage() {
  const { id = '' } = useParams();
  const social = useGetSocialQuery(id, { skip: !id });
  useDocumentTitle(social.data ? `Promo codes of ${social.data.title}` : 'Promo codes');

  if (social.isLoading) return <PageLoader label="Loading the social…" />;
  if (!social.data) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Promo codes</h1>
        <LoadError error={social.error} onRetry={social.refetch} />
      </div>
    );
  }
  return <SocialPromoCodes key={social.data.id} social={social.data} />;
}

function SocialPromoCodes({ social }: { social: SocialDetail }) {
  const promoCodes = useGetPromoCodesQuery(social.id);
  const [createPromoCode] = useCreatePromoCodeMutation();
  const [updatePromoCode] = useUpdatePromoCodeMutation();
  const [deletePromoCode] = useDeletePromoCodeMutation();

  let content;
  if (promoCodes.isLoading) content = <PageLoader label="Loading promo codes…" />;
  else if (!promoCodes.data) content = <LoadError error={promoCodes.error} onRetry={promoCodes.refetch} />;
  else
    content = (
      <PromoCodesEditor
        social={social}
        promoCodes={promoCodes.data.data}
        onCreate={(body) => createPromoCode({ socialId: social.id, body }).unwrap()}
        onUpdate={(promo, body) => updatePromoCode({ socialId: social.id, promoCodeId: promo.id, body }).unwrap()}
        onDelete={(promo) => deletePromoCode({ socialId: social.id, promoCodeId: promo.id }).unwrap()}
      />
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Promo codes of {displaySocialTitle(social)}</h1>
        <SocialPageLinks socialId={social.id} current="promo-codes" />
      </div>
      {content}
    </div>
  );
}

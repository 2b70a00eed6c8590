import '@socials/ui/test-setup';

import { describe, expect, it } from 'vitest';
import { detectLanguage } from './script.mjs';

const samples = {
  en: 'Back up the database before you upgrade the server, and keep a copy of your photos that is not on this server.',
  ru: 'Перед обновлением сервера сделайте резервную копию базы данных и храните копию фотографий в другом месте.',
  'zh-Hans': '升级服务器之前，请先备份数据库，并把照片的另一份副本保存在别处。这个设置会影响所有用户。',
  'zh-Hant': '升級伺服器之前，請先備份資料庫，並把照片的另一份副本保存在別處。這個設定會影響所有使用者。',
  ja: 'サーバーを更新する前に、データベースのバックアップを作成し、写真のコピーを別の場所に保管してください。',
  ko: '서버를 업그레이드하기 전에 데이터베이스를 백업하고 사진의 사본을 다른 곳에 보관하십시오.',
  pt: 'Antes de atualizar o servidor, faça um backup do banco de dados e guarde uma cópia das suas fotos em outro lugar. Você não precisa de nada mais.',
  es: 'Antes de actualizar el servidor, haz una copia de seguridad de la base de datos y guarda una copia de las fotos en otro lugar para que puedas recuperarlas.',
  fr: 'Avant de mettre à jour le serveur, sauvegardez la base de données et gardez une copie de vos photos sur un autre support, pas sur le serveur.',
  de: 'Bevor Sie den Server aktualisieren, sichern Sie die Datenbank und bewahren Sie eine Kopie der Fotos an einem anderen Ort auf, nicht auf dem Server.',
};

describe('detectLanguage', () => {
  it.each(Object.entries(samples))('reads %s prose as its language', (language, text) => {
    expect(detectLanguage(`---\ntitle: x\n---\n${text}\n\`\`\`bash\ndocker compose pull && docker compose up -d\n\`\`\`\n`)).toBe(language);
  });

  it('is not fooled by English code and commands on a translated page', () => {
    const ja = `${samples.ja}\n\n\`\`\`yaml\nservices:\n  immich-server:\n    image: ghcr.io/immich-app/immich-server:release\n    environment:\n      - DB_PASSWORD=postgres\n\`\`\`\n\`UPLOAD_LOCATION\`, \`DB_DATA_LOCATION\``;
    expect(detectLanguage(ja)).toBe('ja');
  });
});

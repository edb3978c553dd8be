import { MigrationInterface, QueryRunner } from "typeorm";

export class WorkingActivityOpenFor1795691064113 implements MigrationInterface {
    name = 'WorkingActivityOpenFor1795691064113'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`working_activity\`
            ADD \`openFor\` int NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`working_activity\`
            ADD UNIQUE INDEX \`IDX_8188e9c2d6d7e5d5c78acf8ead\` (\`openFor\`)
        `);
        await queryRunner.query(`
            ALTER TABLE \`working_activity\`
            ADD \`version\` int NOT NULL DEFAULT '1'
        `);
        // The newest open activity of each user is the one the clock continues.
        await queryRunner.query(`
            UPDATE \`working_activity\` w
            JOIN (SELECT \`userId\`, MAX(\`id\`) AS \`id\` FROM \`working_activity\` WHERE \`state\` <> 'ended' GROUP BY \`userId\`) o ON o.\`id\` = w.\`id\`
            SET w.\`openFor\` = w.\`userId\`
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`working_activity\` DROP COLUMN \`version\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`working_activity\` DROP INDEX \`IDX_8188e9c2d6d7e5d5c78acf8ead\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`working_activity\` DROP COLUMN \`openFor\`
        `);
    }

}

import { MigrationInterface, QueryRunner } from "typeorm";

export class Absences1795713527466 implements MigrationInterface {
    name = 'Absences1795713527466'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`absence\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`kind\` varchar(10) NOT NULL DEFAULT 'holiday',
                \`from\` varchar(10) NOT NULL DEFAULT '',
                \`to\` varchar(10) NOT NULL DEFAULT '',
                \`comment\` text NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`userId\` int NOT NULL,
                INDEX \`IDX_d5e895ec7c8dfd69f74b8fe3a0\` (\`userId\`, \`from\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            ALTER TABLE \`absence\`
            ADD CONSTRAINT \`FK_a2cd12ac708c89421eb6fd91ff5\` FOREIGN KEY (\`userId\`) REFERENCES \`user\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`absence\` DROP FOREIGN KEY \`FK_a2cd12ac708c89421eb6fd91ff5\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_d5e895ec7c8dfd69f74b8fe3a0\` ON \`absence\`
        `);
        await queryRunner.query(`
            DROP TABLE \`absence\`
        `);
    }

}
